import { captureImageEndpoints, type CaptureImageSize } from '@console/domain/sensor/capture-image.endpoints';
import { useEffect, useState } from 'react';
import { api } from '../api/api';

/**
 * An image of a sensor as an object URL: the API wants the session's bearer token, which an `<img src>` would not
 * send. Undefined while loading, null when it could not be read; the URL is released with the component.
 */
export const useImageUrl = (sensorId: string, imageId: string, size: CaptureImageSize): string | null | undefined => {
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | undefined;
    setUrl(undefined);
    api
      .download(captureImageEndpoints[size], { params: { id: sensorId, imageId }, signal: controller.signal })
      .then(({ blob }) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setUrl(null);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [sensorId, imageId, size]);
  return url;
};
