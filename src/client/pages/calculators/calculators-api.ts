import { apiPost } from '../../api/api-client';
import { downloadFile } from '../../api/download';
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

/**
 * The spending tracker is a file under /files/ (not the JSON API): fetched with the session and saved; the server logs
 * the download.
 */
export function downloadSpendingTracker(): Promise<void> {
  return downloadFile(SPENDING_TRACKER_PATH, SPENDING_TRACKER_FILENAME);
}
