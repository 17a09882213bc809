// Documentos repetidos: afiliados cuyos documentos, normalizados, son el mismo. El
// portal no los une solo: el superadmin corrige el documento del que sobra o lo elimina en Afiliados.
import { Alert, Card, Flex, Typography } from 'antd';
import type { ReactElement } from 'react';
import { formatoFecha } from '@fondo/contrato';
import { Link } from '@fondo/runtime';
import { useDocumentosRepetidos } from '../../api/consultas';

export const TITULO_REPETIDOS = 'Documentos repetidos';

/** La tarjeta solo aparece si hay algo que resolver. */
export function DocumentosRepetidos(): ReactElement | null {
  const consulta = useDocumentosRepetidos();
  const grupos = consulta.data?.grupos ?? [];
  if (grupos.length === 0) return null;
  return (
    <Card title={TITULO_REPETIDOS} size="small" style={{ marginTop: 16 }}>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        title={`${grupos.length === 1 ? 'Un documento corresponde' : `${grupos.length} documentos corresponden`} a más de un afiliado`}
        description="Son el mismo documento escrito de otra forma (con ceros a la izquierda o sin ellos). No se unieron: corrija el documento del que sobra o elimínelo. Mientras tanto, una importación rechaza las filas con ese documento y solo puede iniciar sesión quien lo tiene guardado sin ceros a la izquierda."
      />
      <Flex vertical gap={12}>
        {grupos.map((g) => (
          <div key={g.documento}>
            <Typography.Text strong>Documento {g.documento || '(sin dígitos válidos)'}</Typography.Text>
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {g.afiliados.map((a) => (
                <li key={a.id_afiliado}>
                  <Link to={`/admin/afiliados?texto=${encodeURIComponent(g.documento || a.apellidos)}`}>
                    {a.nombres} {a.apellidos}
                  </Link>
                  {` — guardado como ${a.documento}; ${a.aportes} aportes, ${a.creditos} créditos, ${a.solicitudes} solicitudes; `}
                  {a.ultimo_login ? `último ingreso ${formatoFecha(a.ultimo_login)}` : 'nunca ha ingresado'}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Flex>
    </Card>
  );
}
