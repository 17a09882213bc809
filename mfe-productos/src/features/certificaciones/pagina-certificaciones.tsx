// /certificaciones (SPEC 2.7): enlaces por etiqueta que descargan el PDF; agrupados por clase.
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Alert, Button, Card, Col, Row, Skeleton, Space, Spin } from 'antd';
import { DownOutlined, FilePdfOutlined, UpOutlined } from '@ant-design/icons';
import { textoDeError } from '@fondo/runtime';
import { EncabezadoPagina, Vacio, useTitulo } from '@fondo/ui';
import type { CertificadoDisponible, TipoCertificado } from '@fondo/contrato';
import { descargarCertificado } from '../../api/productos';
import { useCertificados } from '../../api/consultas';
import { useIdAfiliado } from '../../api/id-afiliado';
import { EtiquetaAfiliado } from '../../componentes/etiqueta-afiliado';

const GRUPOS: { clase: TipoCertificado; titulo: string }[] = [
  { clase: 'afiliacion', titulo: 'Afiliación' },
  { clase: 'tributario', titulo: 'Tributarios' },
  { clase: 'saldos', titulo: 'Saldos' },
];

/** Cuántos certificados de un grupo se muestran antes de 'Ver todos'. */
export const VISIBLES_POR_GRUPO = 6;

const clave = (c: CertificadoDisponible): string => `${c.certificado}-${c.id_corte ?? 'na'}`;

/** Agrupa por clase, en el orden de GRUPOS; dentro de cada grupo, el corte más reciente primero. */
export function agruparCertificados(
  lista: CertificadoDisponible[],
): { titulo: string; certificados: CertificadoDisponible[] }[] {
  return GRUPOS.map((g) => ({
    titulo: g.titulo,
    certificados: lista
      .filter((c) => c.certificado === g.clase)
      .sort((a, b) => (b.corte ?? '').localeCompare(a.corte ?? '')),
  })).filter((g) => g.certificados.length > 0);
}

export function PaginaCertificaciones(): ReactElement {
  useTitulo('Certificaciones');
  const id = useIdAfiliado();
  const certificados = useCertificados(id);
  // Una falla al listar muestra el diálogo de SPEC 8 (política del cliente de consultas) y la lista vacía.
  const lista: CertificadoDisponible[] | null = certificados.data ?? (certificados.isError ? [] : null);
  const [generando, setGenerando] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [abiertos, setAbiertos] = useState<string[]>([]);
  const alerta = useRef<HTMLDivElement>(null);

  // En el móvil la alerta puede quedar fuera de la vista si el enlace estaba abajo.
  useEffect(() => {
    if (error) alerta.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [error]);

  async function descargar(c: CertificadoDisponible): Promise<void> {
    if (generando !== null) return;
    setError(null);
    setGenerando(clave(c));
    try {
      await descargarCertificado(id, c);
    } catch (e) {
      setError(await textoDeError(e));
    } finally {
      setGenerando(null);
    }
  }

  return (
    <div>
      <EncabezadoPagina titulo="Certificaciones" extra={<EtiquetaAfiliado id={id} />} />
      <div ref={alerta}>
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            closable={{ onClose: () => setError(null) }}
            style={{ marginBottom: 16 }}
          />
        )}
      </div>
      {lista === null ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : lista.length === 0 ? (
        <Vacio texto="No hay certificaciones disponibles" />
      ) : (
        <Row gutter={[16, 16]}>
          {agruparCertificados(lista).map((g) => {
            const abierto = abiertos.includes(g.titulo);
            const sobran = g.certificados.length - VISIBLES_POR_GRUPO;
            const visibles = abierto ? g.certificados : g.certificados.slice(0, VISIBLES_POR_GRUPO);
            return (
              <Col key={g.titulo} xs={24} md={12} xl={8}>
                <Card title={g.titulo} style={{ height: '100%' }}>
                  <ul aria-label={g.titulo} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                    {visibles.map((c) => {
                      const esta = generando === clave(c);
                      return (
                        <li key={clave(c)} style={{ padding: '4px 0' }}>
                          <Space size={4} wrap>
                            <Button
                              type="link"
                              icon={<FilePdfOutlined aria-hidden />}
                              disabled={generando !== null}
                              onClick={() => void descargar(c)}
                              style={{
                                paddingInline: 0,
                                whiteSpace: 'normal',
                                textAlign: 'left',
                                height: 'auto',
                                minHeight: 32,
                              }}
                            >
                              {c.etiqueta}
                            </Button>
                            {esta && (
                              <span role="status">
                                <Spin size="small" /> Generando...
                              </span>
                            )}
                          </Space>
                        </li>
                      );
                    })}
                  </ul>
                  {sobran > 0 && (
                    <Button
                      type="text"
                      size="small"
                      icon={abierto ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
                      aria-expanded={abierto}
                      onClick={() => setAbiertos((a) => (abierto ? a.filter((t) => t !== g.titulo) : [...a, g.titulo]))}
                      style={{ marginTop: 8 }}
                    >
                      {abierto ? 'Ver menos' : `Ver todos (${g.certificados.length})`}
                    </Button>
                  )}
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </div>
  );
}
