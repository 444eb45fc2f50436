/** Request helpers shared by the webinar API tests: the employee list, calls, the outbox and the admin add form. */
import { expectSuccess } from '../../support/envelope.js';
import { bearer, istDay, multipart, type Ctx } from './helpers.js';

type W = {
  _id: number;
  name: string;
  webinar_type: number;
  is_registered: boolean;
  popup_type: string;
  can_join: boolean;
  join_url: string | null;
  date: string;
  time: string;
  start_time: string;
  video_url: string | null;
  watched_seconds: number;
};
type List = { upcoming: W[]; recorded: W[]; selected: W | null };

/** The helpers over one test file's context (useWebinars()), to be called inside its tests. */
export function webinarRequests(c: Ctx) {
  const list = async (token: string, webinarId?: number) =>
    expectSuccess<List>(
      await c.app.inject({
        method: 'GET',
        url: '/api/v1/webinar',
        query: webinarId ? { webinarId: String(webinarId) } : {},
        headers: bearer(token),
      }),
    );
  const call = (method: 'POST' | 'PATCH', url: string, token: string, payload: unknown) =>
    c.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload: payload as Record<string, unknown> });
  const outbox = async (to: string) =>
    c.app.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').execute();

  const live = () => ({
    webinar_type: 2,
    name: 'Home loans: fixed or floating?',
    presenter: 'FinWell',
    speaker_id: c.farah,
    date: istDay(2),
    start_time: '18:30',
    end_time: '19:30',
    join_url: 'https://meet.finwell.example/home-loans',
    keyword: ['home loan'],
    client_type: [1],
    specific_clients: [c.acmeId],
  });
  const add = (data: unknown, files: Parameters<typeof multipart>[1] = []) => {
    const m = multipart(data, files);
    return c.app.inject({
      method: 'POST',
      url: '/api/v1/admin/webinar',
      headers: { ...bearer(c.admin), ...m.headers },
      payload: m.payload,
    });
  };
  return { list, call, outbox, live, add };
}
