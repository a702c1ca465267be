import { describe, expect, it } from 'vitest';
import { ATTACHMENT_NAME_MAX_LENGTH, storedAttachmentName } from './attachment-name.ts';

describe('an attachment’s stored name', () => {
  it('takes the extension of the type its bytes were checked to be', () => {
    expect(storedAttachmentName('invoice.html', 'image/png')).toBe('invoice.png');
    expect(storedAttachmentName('photo du piège.JPEG', 'image/jpeg')).toBe('photo du piège.jpg');
    expect(storedAttachmentName('rapport', 'application/pdf')).toBe('rapport.pdf');
  });

  it('drops the hidden characters that disguise a name, and folder separators', () => {
    // A right-to-left override shows "photo\u202Egnp.exe" as "photoexe.png".
    expect(storedAttachmentName('photo\u202Egnp.exe', 'image/png')).toBe('photognp.png');
    expect(storedAttachmentName('a\u0000b\u200Bc\n.pdf', 'application/pdf')).toBe('abc.pdf');
    expect(storedAttachmentName('../../etc/passwd', 'application/pdf')).toBe('.._.._etc_passwd.pdf');
  });

  it('caps the length, and names a file sent without a name', () => {
    const long = storedAttachmentName(`${'é'.repeat(1_000)}.png`, 'image/png');
    expect(long).toBe(`${'é'.repeat(ATTACHMENT_NAME_MAX_LENGTH)}.png`);
    expect(storedAttachmentName('\u202E.png', 'image/png')).toBe('attachment.png');
    expect(storedAttachmentName('', 'image/webp')).toBe('attachment.webp');
  });
});
