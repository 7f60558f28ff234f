import { describe, expect, it } from 'vitest';
import { COPY } from '#shared/copy';
import { ApiError, SessionEndedError } from '#web/lib/api-client';
import { photoScanFailure, photoScanFields } from './scan-outcome';

describe("what a card photo's scan hands the form", () => {
  it("fills the person's fields; the website and the address go into the note", () => {
    expect(
      photoScanFields({
        fields: {
          firstName: 'Jane',
          lastName: 'Doe',
          email: 'jane@acme.example',
          phone: '+1 415 555 0134',
          company: 'Acme Robotics',
          title: 'Head of Sales',
          website: 'www.acme.example',
          address: '1 Market St, San Francisco',
        },
        text: 'Jane Doe ...',
        confidence: 88,
      }),
    ).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@acme.example',
      phone: '+1 415 555 0134',
      company: 'Acme Robotics',
      title: 'Head of Sales',
      note: 'Website: www.acme.example\nAddress: 1 Market St, San Francisco',
    });
  });

  it('cleans what OCR read as it cleans a QR code', () => {
    const read = photoScanFields({
      fields: {
        firstName: 'Ja\u0000ne',
        lastName: 'D\u202eoe',
        email: '',
        phone: '1'.repeat(60),
        company: '',
        title: 'Head\nof Sales',
        website: '',
        address: '',
      },
      text: '',
      confidence: 12,
    });
    expect(read).toMatchObject({ firstName: 'Jane', lastName: 'Doe', title: 'Head of Sales' });
    expect(read.phone).toHaveLength(40);
    expect(read.note).toBe('');
  });
});

describe('when a photo could not be read', () => {
  it('offline or no answer: the photo is kept, the owner types', () => {
    const kept = { message: COPY.scanOfflinePhotoKept, keepPhoto: true };
    expect(photoScanFailure(null, false)).toEqual(kept);
    expect(photoScanFailure(new ApiError(0, COPY.serverUnreachable), true)).toEqual(kept);
    expect(photoScanFailure(new ApiError(0, COPY.serverTooSlow), true)).toEqual(kept);
  });

  it('the server too busy or too slow (503): kept, and it says so', () => {
    expect(photoScanFailure(new ApiError(503, 'The scan took too long'), true)).toEqual({
      message: COPY.scanBusyPhotoKept,
      keepPhoto: true,
    });
  });

  it('a photo the server refuses (413, 415) is not kept: the server says why', () => {
    for (const status of [413, 415]) {
      expect(photoScanFailure(new ApiError(status, 'Not an image'), true)).toEqual({
        message: 'Not an image',
        keepPhoto: false,
      });
    }
  });

  it('any other failure (429, 404, 500, a broken answer): kept', () => {
    for (const error of [new ApiError(429, 'Slow down'), new ApiError(500, 'x'), new Error('x')]) {
      expect(photoScanFailure(error, true)).toEqual({
        message: COPY.scanFailedPhotoKept,
        keepPhoto: true,
      });
    }
  });

  it('a session that ended says nothing: the app leaves for the sign-in', () => {
    expect(photoScanFailure(new SessionEndedError(), true)).toBeNull();
  });
});
