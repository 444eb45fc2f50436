import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { fileAnswer, MEDIA } from '../../plugins/api-schemas.js';
import { buildRobotsTxt, buildSitemap } from './crawler-files.js';

const tags = ['site'];

/** /robots.txt and /sitemap.xml for search engines: public, the same for everyone, written once per process. */
export async function crawlerFileRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const sitemap = buildSitemap(ctx.config.publicUrl);
  const robots = buildRobotsTxt(ctx.config.publicUrl);
  app.get(
    '/sitemap.xml',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The public pages, as a sitemap',
        response: { 200: fileAnswer('The sitemap', [MEDIA.xml]) },
      },
    },
    async (_req, reply) =>
      reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(sitemap),
  );
  app.get(
    '/robots.txt',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The crawler rules', response: { 200: fileAnswer('The rules', [MEDIA.text]) } },
    },
    async (_req, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robots),
  );
}
