import { describe, expect, it } from 'vitest';

import { escapeSample, jsonInputs, matchPayload, normalizePayload, scanInputs } from './signatures.ts';

/** From the OWASP XSS Filter Evasion Cheat Sheet and common polyglots. */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  "<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>",
  '"><script>alert(document.cookie)</script>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<BODY ONLOAD=alert(\'XSS\')>',
  '" onmouseover="alert(1)',
  "' autofocus onfocus=alert(1) x='",
  '<a href="javascript:alert(1)">tıkla</a>',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%253Cscript%253Ealert(1)%253C%252Fscript%253E',
  '<iframe src="https://evil.example/x.html"></iframe>',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '+ADw-script+AD4-alert(1)+ADw-/script+AD4-',
  "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+alert(1)//'>",
  '<details open ontoggle=confirm(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style>',
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
  'window["al"+"ert"](1)',
  '[][(![]+[])[+[]]+(![]+[])[!+[]+!+[]]]',
];

/** sqlmap-style and classic injection strings. */
const SQLI_PAYLOADS = [
  "' OR '1'='1",
  "' OR 1=1--",
  "admin'--",
  "admin' #",
  '" or ""="',
  "') OR ('a'='a",
  "1' AND SLEEP(5)#",
  "1 AND 5281=5281",
  "1) AND 5281=5281 AND (4312=4312",
  '1 UNION ALL SELECT NULL,NULL,NULL--',
  "' UNION SELECT username, password FROM users--",
  "1; DROP TABLE users--",
  "1';WAITFOR DELAY '0:0:5'--",
  '1;SELECT PG_SLEEP(5)--',
  "1 AND 1=CAST((SELECT version()) AS int)",
  "1' AND (SELECT 1 FROM (SELECT COUNT(*),CONCAT(0x7178,(SELECT (ELT(1=1,1))),0x7178,FLOOR(RAND(0)*2))x FROM INFORMATION_SCHEMA.PLUGINS GROUP BY x)a)-- -",
  "' AND extractvalue(1,concat(0x7e,version()))--",
  "1 ORDER BY 10--",
  "'; EXEC master..xp_cmdshell 'ping 10.0.0.1'--",
  "1' /*!50000UNION*/ /*!50000SELECT*/ 1,2,3--",
  "x'; INSERT INTO users (email) VALUES ('a@b.c');--",
  "'||(SELECT version())||'",
  "1 AND BENCHMARK(5000000,MD5(1))",
  '$ne',
];

/** Ordinary text (much of it Turkish) that must never raise an alert. */
const ORDINARY_TEXT = [
  "Kedim Pamuk'un aşıları",
  "Pamuk'un karma aşısı ne zaman? Tarçın'ın da kuduz aşısı var.",
  'select menüsü açılmıyor',
  'Rezervasyon sayfasında select menüsü boş görünüyor; ne yapmalıyım?',
  '<3 köpeğimi seviyorum',
  'Köpeğim <3 yaşında, kedim >5 yaşında',
  'https://patili.app/#/adopt?tur=kedi&sehir=istanbul&sayfa=2',
  'https://www.example.com/search?q=köpek+maması&sort=price',
  'ayse.yilmaz@example.com',
  "o'connor@example.com",
  'Fiyat: 150-200 TL; -- pazarlık olur',
  'Bu konu önemli -- lütfen okuyun',
  "'Pamuk' ya da 'Tarçın' isimlerinden birini seçtik",
  'Tom & Jerry gibi anlaşıyorlar',
  'Çalışma saatleri 09:00-18:00, Cumartesi 10:00-14:00',
  'Mama: Royal Canin (kuzu etli) & pirinç',
  'Drop-off saat 9 da, update ederim',
  'Kedinin adı Script, köpeğin adı Java',
  'Union Square yakınında kayıp kedi',
  'Onay = evet, ödeme = havale',
  'Please select the one from the list where the cat is',
  'İçerik: tavuk; pirinç; sebze',
  'C# ve SQL bilen bir gönüllü arıyoruz',
  '100% organik mama, %20 indirim',
  'Sahibi: "Ayşe" — telefon 0555 123 45 67',
  'Kedim 1=1 değil, iki kedim var :)',
  "Dr. O'Brien'ın kliniği",
  'a',
  '',
];

describe('matchPayload', () => {
  it.each(XSS_PAYLOADS)('sees XSS in %s', (payload) => {
    expect(matchPayload(payload)?.kind).toBe('xss');
  });

  it.each(SQLI_PAYLOADS)('sees SQL injection in %s', (payload) => {
    expect(matchPayload(payload)?.kind, JSON.stringify(matchPayload(payload))).toBe('sqli');
  });

  it.each(ORDINARY_TEXT)('lets ordinary text through: %s', (text) => {
    expect(matchPayload(text)).toBeNull();
  });

  it('names the CRS rule that matched', () => {
    expect(matchPayload('<script>alert(1)</script>')).toEqual({ kind: 'xss', rule: '941110' });
    expect(matchPayload('1 UNION ALL SELECT NULL--')?.rule).toBe('942270');
  });
});

describe('normalizePayload', () => {
  it('decodes URL (twice), HTML entities and JS escapes, and drops NULs', () => {
    expect(normalizePayload('%253Cb%253E')).toBe('<b>');
    expect(normalizePayload('&lt;&#x62;&#62;')).toBe('<b>');
    expect(normalizePayload('\\u003cb\\x3e')).toBe('<b>');
    expect(normalizePayload('a\0b')).toBe('ab');
    expect(normalizePayload('100% doğal')).toBe('100% doğal');
  });
});

describe('escapeSample', () => {
  it('cuts long payloads and makes markup and controls inert', () => {
    expect(escapeSample('<script>alert("x")</script>')).toBe('\\u003cscript\\u003ealert(\\u0022x\\u0022)\\u003c/script\\u003e');
    expect(escapeSample('a\nb')).toBe('a\\u000ab');
    expect(escapeSample(`a\u0000b\ud800c`)).toBe('a\\u0000b\\ud800c');
    const long = escapeSample('x'.repeat(500));
    expect(long).toHaveLength(161);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('scanInputs and jsonInputs', () => {
  it('lists each matching field of a body, keys included', () => {
    const body = { email: "' OR 1=1--", name: 'Ayşe', pet: { notes: ['<img src=x onerror=alert(1)>'] }, filter: { $ne: null } };
    expect(scanInputs(jsonInputs(body))).toEqual([
      { field: 'email', kind: 'sqli', rule: expect.any(String), sample: "\\u0027 OR 1=1--" },
      { field: 'pet.notes.0', kind: 'xss', rule: expect.any(String), sample: '\\u003cimg src=x onerror=alert(1)\\u003e' },
      { field: 'filter.$ne', kind: 'sqli', rule: '942290', sample: '$ne' },
    ]);
  });

  it('finds nothing in an ordinary form', () => {
    expect(scanInputs(jsonInputs({ subject: "Pamuk'un aşısı", description: 'select menüsü açılmıyor <3' }))).toEqual([]);
  });
});
