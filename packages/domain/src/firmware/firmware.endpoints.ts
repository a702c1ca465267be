import { defineEndpoints } from '../api/endpoint';
import { idParams } from '../api/id-params';
import {
  FIRMWARE_IMAGE_MIME_TYPE,
  firmwareListQuerySchema,
  firmwarePageSchema,
  firmwareSigningKeySchema,
  firmwareVersionSchema,
  firmwareWithdrawalSchema,
} from './firmware-version.schema';

/** /settings/firmware: the traps' firmware versions (manufacturer staff with the Configuration right). */
export const firmwareEndpoints = defineEndpoints({
  list: { method: 'GET', path: '/firmware', query: firmwareListQuerySchema, response: firmwarePageSchema },
  /** A new version, as multipart/form-data: `metadata` (JSON) and `image`. */
  upload: { method: 'POST', path: '/firmware', body: 'multipart', response: firmwareVersionSchema, status: 201 },
  withdraw: {
    method: 'POST',
    path: '/firmware/:id/withdraw',
    params: idParams,
    body: firmwareWithdrawalSchema,
    response: firmwareVersionSchema,
  },
  image: { method: 'GET', path: '/firmware/:id/image', params: idParams, response: { file: [FIRMWARE_IMAGE_MIME_TYPE] } },
  signingKey: { method: 'GET', path: '/firmware/signing-key', response: firmwareSigningKeySchema },
});
