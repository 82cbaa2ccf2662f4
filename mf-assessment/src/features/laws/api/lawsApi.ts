import { endpoints, type ApiClient, type LawCompliance, type LawResultValue } from '@qip/shared-contracts';

export interface LawComplianceChanges {
  lar_result: Array<{ lar_id: string; result: LawResultValue }>;
  note: string;
}

/** The centre's compliance with the laws and regulations of an area. */
export function loadLawCompliance(api: ApiClient, centerId: string, areaId: number): Promise<LawCompliance> {
  return api.call(endpoints.lawsRegulations.results, { params: { center: centerId, nqa: areaId } });
}

/** Saves results and the note: updates the record when there is one, else creates it. */
export function saveLawCompliance(
  api: ApiClient,
  compliance: LawCompliance,
  changes: LawComplianceChanges,
): Promise<LawCompliance> {
  return compliance.id
    ? api.call(endpoints.lawsRegulations.update, { params: { id: compliance.id }, body: changes })
    : api.call(endpoints.lawsRegulations.create, {
        body: { center_id: compliance.center_id, nqa_id: compliance.nqa, ...changes },
      });
}
