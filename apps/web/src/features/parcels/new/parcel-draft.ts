import type { AccountOption } from '@console/domain/account/account.schema';
import type { CropInput } from '@console/domain/crop/crop.schema';
import type { ParcelInfoInput } from '@console/domain/parcel/parcel.schema';
import { useOutletContext } from 'react-router';
import type { ParcelFormValues } from '../parcel-form';
import type { MapTiles } from '../../../ui/map-tiles';
import type { PickedSensor } from '../../../ui/sensor-picker';

/** What the three steps of parcels/new have gathered so far; nothing is stored until the last one. */
export type ParcelDraft = {
  info: ParcelFormValues;
  /** Set once the first step validated. */
  isInfoDone: boolean;
  crop: CropInput;
  /** False when the crop step was skipped: the parcel is created without this season's crop. */
  withCrop: boolean;
  isCropDone: boolean;
  sensor: PickedSensor | null;
};

export type ParcelDraftContext = {
  draft: ParcelDraft;
  update: (change: Partial<ParcelDraft>) => void;
  /** Staff and providers choose the parcel's account; null for farmers. */
  accounts: AccountOption[] | null;
  tiles: MapTiles;
  /** Stops the leave guard once the parcel exists. */
  markCreated: () => void;
};

export const useParcelDraft = () => useOutletContext<ParcelDraftContext>();

/** The body of `POST /back/parcels`: the validated info, and the crop and sensor when chosen. */
export const toCreateParcelInput = (draft: ParcelDraft) => ({
  ...(draft.info as ParcelInfoInput),
  ...(draft.withCrop ? { crop: draft.crop } : {}),
  ...(draft.sensor ? { sensorId: draft.sensor.id } : {}),
});
