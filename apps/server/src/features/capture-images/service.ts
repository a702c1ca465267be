import type { NightRangeQuery } from '@console/domain/sensor/capture-image.endpoints';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { requireVisibleSensor } from '../sensors/service.ts';
import { selectNightImages } from './night-images.ts';

export { selectLastNightImage } from './night-images.ts';

export { drawBoardPicture } from './board-picture.ts';
export { readCaptureImage } from './image-reading.ts';
export { purgeExpiredImages } from './image-retention.ts';
export { storeCaptureImage, type ImageStores } from './store-image.ts';
export { readCaptureImageUpload } from './upload.ts';

/** A sensor's nights with their images, for a reader of the sensor. */
export const listNightImages = async (db: Database, session: Session, sensorId: string, range: NightRangeQuery) => {
  await requireVisibleSensor(db, session, sensorId);
  return selectNightImages(db, sensorId, range);
};
