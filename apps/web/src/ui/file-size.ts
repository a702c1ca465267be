const sizeFormats = new Map<string, Intl.NumberFormat>();

/** A document's size in the interface language: "245 kB", "1,2 Mo". */
export const formatFileSize = (bytes: number, language: string): string => {
  const unit = bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte';
  const key = `${language}/${unit}`;
  let format = sizeFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 });
    sizeFormats.set(key, format);
  }
  return format.format(bytes / (unit === 'megabyte' ? 1024 * 1024 : 1024));
};
