// /verificar/:codigo: página pública a la que llevan el QR y el enlace impresos en
// cada certificado y estado de cuenta. Dice si el documento es auténtico, de quién (documento
// enmascarado por el servidor), qué clase, qué corte y cuándo se emitió; o que el código no existe.
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Form, Input, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useNavigate, useParams } from '@fondo/runtime';
import { Cargando, useTitulo } from '@fondo/ui';
import { NOMBRES_DOCUMENTO, formatoEmision, formatoFecha, type Verificacion } from '@fondo/contrato';
import { ComprobarArchivo } from './comprobar-archivo';
import { useVerificacion } from './consultas';

export const TEXTO_AUTENTICO = 'Certificado auténtico';
export const TEXTO_FIRMADO_AUTENTICO = 'Documento firmado auténtico';
export const textoNoEncontrado = (codigo: string) => `No encontramos un certificado con el código ${codigo}`;
export const EXPLICACION_NO_ENCONTRADO =
  'Revise que el código esté escrito igual que en el pie del documento (16 letras y números en grupos de 4). ' +
  'Si lo está, el documento no fue emitido por este portal.';
export const TEXTO_SIN_RESPUESTA = 'No pudimos verificar el certificado en este momento';

const ANCHO = { maxWidth: 560, margin: '0 auto' } as const;

/** SPEC: página pública (sin sesión). */
export function PaginaVerificar(): ReactElement {
  useTitulo('Verificar certificado');
  const codigo = (useParams().codigo ?? '').trim();
  const verificacion = useVerificacion(codigo);

  let contenido: ReactElement;
  if (codigo === '') {
    contenido = (
      <>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
          Verificar certificado
        </Typography.Title>
        <Typography.Paragraph>
          Escriba el código de verificación que aparece en el pie del certificado o del estado de cuenta.
        </Typography.Paragraph>
      </>
    );
  } else if (verificacion.data) {
    contenido = <Autentico v={verificacion.data} codigo={codigo} />;
  } else if (verificacion.data === null) {
    contenido = (
      <Resultado icono={<CloseCircleFilled style={{ color: '#cf1322' }} />} titulo={textoNoEncontrado(codigo)}>
        <Typography.Paragraph>{EXPLICACION_NO_ENCONTRADO}</Typography.Paragraph>
      </Resultado>
    );
  } else if (verificacion.isError) {
    contenido = (
      <Resultado icono={<CloseCircleFilled style={{ color: '#d48806' }} />} titulo={TEXTO_SIN_RESPUESTA}>
        <Button onClick={() => void verificacion.refetch()}>Intentar de nuevo</Button>
      </Resultado>
    );
  } else {
    contenido = <Cargando />;
  }

  return (
    <Flex vertical gap={16} style={ANCHO}>
      <Card>{contenido}</Card>
      <OtroCodigo inicial={codigo} />
    </Flex>
  );
}

function Resultado({
  icono,
  titulo,
  children,
}: {
  icono: ReactElement;
  titulo: string;
  children?: ReactElement;
}): ReactElement {
  return (
    <>
      <Typography.Title
        level={1}
        style={{ marginTop: 0, fontSize: 24, display: 'flex', gap: 12, alignItems: 'baseline' }}
      >
        <span aria-hidden="true">{icono}</span>
        <span style={{ overflowWrap: 'anywhere' }}>{titulo}</span>
      </Typography.Title>
      {children}
    </>
  );
}

const ROL_FIRMANTE = { afiliado: 'Firmó como solicitante', codeudor: 'Firmó como codeudor' } as const;

function Autentico({ v, codigo }: { v: Verificacion; codigo: string }): ReactElement {
  const firmas = (v.firmas ?? []).map((f) => ({
    key: `firma-${f.rol}`,
    label: ROL_FIRMANTE[f.rol],
    children: `${f.nombre} (${f.documento}), el ${formatoEmision(f.fecha)} (hora de Colombia)`,
  }));
  const items = [
    { key: 'documento', label: 'Documento', children: v.etiqueta },
    { key: 'clase', label: 'Clase', children: NOMBRES_DOCUMENTO[v.tipo_certificado] },
    { key: 'nombre', label: 'A nombre de', children: `${v.afiliado.nombres} ${v.afiliado.apellidos}` },
    { key: 'identificacion', label: 'Documento de identidad', children: v.afiliado.documento },
    { key: 'corte', label: 'Corte', children: v.corte ? formatoFecha(v.corte) : 'No aplica' },
    { key: 'emitido', label: 'Emitido', children: `${formatoEmision(v.emitido)} (hora de Colombia)` },
    ...firmas,
  ];
  return (
    <Resultado
      icono={<CheckCircleFilled style={{ color: '#389e0d' }} />}
      titulo={v.tipo_certificado === 'carta_pagare' ? TEXTO_FIRMADO_AUTENTICO : TEXTO_AUTENTICO}
    >
      <>
        <Typography.Paragraph type="secondary">
          El documento fue emitido por este portal con los siguientes datos. Compárelos con el documento que tiene.
        </Typography.Paragraph>
        <Descriptions column={1} size="small" bordered items={items} />
        {v.tipo_certificado === 'carta_pagare' ? <ComprobarArchivo codigo={codigo} /> : null}
      </>
    </Resultado>
  );
}

/** Verificar otro código: lleva a /verificar/{codigo}. */
function OtroCodigo({ inicial }: { inicial: string }): ReactElement {
  const navigate = useNavigate();
  return (
    <Card size="small">
      <Form
        layout="vertical"
        requiredMark={false}
        initialValues={{ codigo: inicial }}
        onFinish={(c: { codigo: string }) => void navigate(`/verificar/${encodeURIComponent(c.codigo.trim())}`)}
      >
        <Form.Item
          label="Código de verificación"
          name="codigo"
          rules={[{ required: true, whitespace: true, message: 'Escriba el código de verificación' }]}
        >
          <Input placeholder="ABCD-EFGH-JKLM-NPQR" autoComplete="off" maxLength={64} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          Verificar
        </Button>
      </Form>
    </Card>
  );
}
