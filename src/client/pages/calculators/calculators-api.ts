import { apiPost } from '../../api/api-client';
import { ApiError } from '../../api/api-error';
import { sessionHeaders } from '../../session/session-keys';
import { getCatalogueEntry } from '../../../calculators/catalogue';
import type {
  CalculatorCardList,
  CalculatorFavourite,
  CalculatorFavouriteAnswer,
  CalculatorUse,
  CalculatorUseAnswer,
} from '../../../shared/generated/index';

/**
 * One card of GET /api/v1/calculators (docs/product-rules.md "Calculator card"; schemas/api/calculator-card-list.schema.json).
 * The card reads a missing image (`imageURL: null` on the wire) as absent, hence the optional string.
 */
export type CalculatorCardData = Omit<CalculatorCardList[number], 'imageURL'> & { imageURL?: string };

export const CALCULATOR_CARDS_PATH = '/calculators';
/** Calculator 12, the spreadsheet download: its file path is the catalogue's route. */
const SPENDING_TRACKER_PATH = getCatalogueEntry(12).route;
const SPENDING_TRACKER_FILENAME = 'monthly-spending-tracker.xlsx';

export function setCalculatorFavourite({ calculatorId, favourite }: { calculatorId: number; favourite: boolean }) {
  const body: CalculatorFavourite = { calculator_id: calculatorId, is_favourite: favourite };
  return apiPost<CalculatorFavouriteAnswer>('/calculators/favourite', body);
}

/** Opening a calculator page logs "Viewed" and counts towards the card's popularity. */
export function recordCalculatorOpen(calculatorId: number) {
  const body: CalculatorUse = { calculator_id: calculatorId, update_count: true };
  return apiPost<CalculatorUseAnswer>('/calculators/user-count', body);
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { status_code?: unknown; message?: unknown };
    if (typeof body.status_code === 'string' && /^E-\d{5}$/.test(body.status_code)) {
      return new ApiError(body.status_code, {
        message: typeof body.message === 'string' ? body.message : undefined,
        httpStatus: response.status,
      });
    }
  } catch {
    // Not an envelope: fall through to the generic code.
  }
  return new ApiError('E-10001', { httpStatus: response.status });
}

/**
 * The spending tracker is a file under /files/ (not the JSON API), so it is fetched with the
 * bearer token as a blob and saved through a temporary object URL; the server logs the download.
 */
export async function downloadSpendingTracker(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(SPENDING_TRACKER_PATH, { headers: sessionHeaders() });
  } catch {
    // fetch only rejects when no answer came back: the wrapper's "network failed" code.
    throw new ApiError('E-10074');
  }
  if (!response.ok) throw await errorFromResponse(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = SPENDING_TRACKER_FILENAME;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
