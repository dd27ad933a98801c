import { describe, expect, it } from 'vitest';

import { CSV_BOM, csvCell, csvLira, csvRate, toCsv } from './csv.ts';

describe('CSV export', () => {
  it('starts with a BOM, separates with semicolons and ends lines with CRLF', () => {
    expect(toCsv(['Durum', 'Adet'], [['Onaylandı', 3], ['İptal edildi', 0]])).toBe(
      `${CSV_BOM}Durum;Adet\r\nOnaylandı;3\r\nİptal edildi;0\r\n`,
    );
  });
  it('quotes cells with a separator, a quote, a line break or edge spaces', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('Ali "Kedi" Veli')).toBe('"Ali ""Kedi"" Veli"');
    expect(csvCell('iki\nsatır')).toBe('"iki\nsatır"');
    expect(csvCell(' boşluk')).toBe('" boşluk"');
    expect(csvCell('düz metin, virgüllü')).toBe('düz metin, virgüllü');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });
  it('never lets a text run as a spreadsheet formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+90 555')).toBe("'+90 555");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-5+5')).toBe("'-5+5");
    // A plain negative number is a number.
    expect(csvCell('-0.05')).toBe('-0.05');
  });
  it('writes kuruş as lira with two decimals and a dot', () => {
    expect(csvLira(0)).toBe('0.00');
    expect(csvLira(5)).toBe('0.05');
    expect(csvLira(123450)).toBe('1234.50');
    expect(csvLira(-5)).toBe('-0.05');
    expect(csvLira(100000000)).toBe('1000000.00');
  });
  it('writes rates as fractions with four decimals', () => {
    expect(csvRate(0.5)).toBe('0.5000');
    expect(csvRate(2 / 3)).toBe('0.6667');
    expect(csvRate(null)).toBe('');
  });
});
