/**
 * Shared by the profile API tests: a valid profile form, images made with sharp (a JPEG carrying EXIF GPS
 * and an orientation), and a multipart avatar upload through `app.inject()`.
 */
import sharp from 'sharp';
import type { ProfileBody } from '@/contract/profile';
import type { TestApp, TestUser } from '../../testing/harness';
import { postMultipart } from '../../testing/multipart';

/** A profile form that passes validation; `overrides` replace fields. */
export function validProfile(overrides: Partial<ProfileBody> = {}): ProfileBody {
  return {
    name: 'Asha Menon',
    email: `asha.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@example.com`,
    phone: '9820011003',
    flatWing: 'C-1204',
    buildingName: 'Lake View',
    detailedAddress: 'Hiranandani Gardens, Powai',
    city: 'Mumbai',
    school: null,
    grade: '',
    division: '',
    company: null,
    floor: '',
    building: '',
    ...overrides,
  };
}

/** A 400 × 300 JPEG with camera make and model and GPS coordinates in its EXIF. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '19/1 4/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '72/1 52/1 0/1',
      },
    })
    .toBuffer();
}

/** Posts `data` as the multipart field `field` (default `profilePicture`) with a file name and type header. */
export async function uploadPicture(
  t: TestApp,
  who: TestUser | null,
  data: Buffer,
  { filename = 'me.jpg', type = 'image/jpeg', field = 'profilePicture' } = {},
) {
  const res = await postMultipart(t, who, '/api/user/profile-picture', { field, filename, type, data });
  return res as { status: number; body: { message?: string; profilePicture?: string } };
}
