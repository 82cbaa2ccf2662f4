import { QUALITY_AREA_IDS, type QualityAreaId } from './constants';

/** True for the seven quality areas of the National Quality Standard, 1 to 7. */
export function isQualityAreaId(value: number): value is QualityAreaId {
  return QUALITY_AREA_IDS.some((id) => id === value);
}

/** The quality area an address names ('/qip/nqa/3'), or null when it names none. */
export function qualityAreaFromParam(value: string | undefined): QualityAreaId | null {
  const areaId = Number(value);
  return isQualityAreaId(areaId) ? areaId : null;
}
