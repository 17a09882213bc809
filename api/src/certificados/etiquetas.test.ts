import { contentDisposition } from '../archivos/nombre.js';
import { esTipoCertificado, etiquetaCertificado, nombreArchivo, normalizarCodigo, nuevoCodigo } from './etiquetas.js';

describe('etiquetas y códigos de los certificados', () => {
  test('etiquetas de DESIGN 6', () => {
    expect(etiquetaCertificado('saldos', '2026-10-31')).toBe('Certificado de saldos a 31/10/2026');
    expect(etiquetaCertificado('tributario', '2025-12-31')).toBe('Certificado tributario 2025');
    expect(etiquetaCertificado('afiliacion', null)).toBe('Certificado de afiliación');
    expect(() => etiquetaCertificado('saldos', null)).toThrow();
    expect(esTipoCertificado('saldos')).toBe(true);
    expect(esTipoCertificado('otro')).toBe(false);
  });

  test('nombre de archivo y Content-Disposition con filename* (RFC 5987)', () => {
    expect(nombreArchivo('Certificado de saldos a 31/10/2026')).toBe('Certificado de saldos a 31-10-2026.pdf');
    expect(contentDisposition('Certificado de afiliación.pdf')).toBe(
      `attachment; filename="Certificado de afiliacion.pdf"; filename*=UTF-8''Certificado%20de%20afiliaci%C3%B3n.pdf`,
    );
  });

  test('códigos aleatorios, con formato y normalizables', () => {
    const a = nuevoCodigo();
    const b = nuevoCodigo();
    expect(a).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(a).not.toBe(b);
    expect(normalizarCodigo(a.toLowerCase().replaceAll('-', ''))).toBe(a);
    expect(normalizarCodigo(` ${a.replaceAll('-', ' ')} `)).toBe(a);
    expect(normalizarCodigo('ABCD-EFGH-JKLM-NPQ0')).toBeNull();
    expect(normalizarCodigo('corto')).toBeNull();
  });
});
