// Verificación en dos pasos del superadmin: QR una sola vez, la clave también como texto, el
// primer código la activa y se muestran, una sola vez, los diez códigos de recuperación; activa, cuántos
// códigos quedan y generar nuevos. Un afiliado lee que es de los administradores y vuelve al inicio.
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { textoDeError, useNavigate, useSesion } from '@fondo/runtime';
import { useTitulo } from '@fondo/ui';
import {
  MENSAJE_CODIGO_OBLIGATORIO,
  MENSAJE_DOS_FACTORES_SOLO_ADMIN,
  type RespuestaInscripcion,
} from '@fondo/contrato';
import { CodigosActivos, ListaCodigos } from './codigos-recuperacion';
import { useConfirmarInscripcion, useInscripcion } from './consultas';

/** La clave en grupos de 4 (más fácil de copiar a mano). */
const enGrupos = (secreto: string) => secreto.replace(/(.{4})(?=.)/g, '$1 ');

export function PaginaDosFactores(): ReactElement {
  useTitulo('Verificación en dos pasos');
  const navigate = useNavigate();
  const usuario = useSesion((s) => s.usuario);
  const actualizarUsuario = useSesion((s) => s.actualizarUsuario);
  const inscripcion = useInscripcion();
  const confirmar = useConfirmarInscripcion();
  const [datos, setDatos] = useState<RespuestaInscripcion | null>(null);
  const [codigos, setCodigos] = useState<string[] | null>(null);
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const obligatoria = usuario?.segundo_factor === 'inscribir';

  function generar(): void {
    inscripcion.mutate(undefined, { onSuccess: setDatos });
  }

  function activar(): void {
    if (!codigo.trim()) {
      setError(MENSAJE_CODIGO_OBLIGATORIO);
      return;
    }
    confirmar.mutate(codigo, {
      onSuccess: (r) => {
        setDatos(null); // el QR y la clave no se vuelven a mostrar
        setCodigos(r.codigos_recuperacion);
      },
      onError: (e) => {
        setCodigo('');
        void textoDeError(e).then(setError);
      },
    });
  }

  function continuar(): void {
    actualizarUsuario({ segundo_factor: 'activo' });
    void navigate('/inicio', { replace: true });
  }

  let contenido: ReactElement;
  if (!usuario?.superadmin) {
    // Un afiliado (o una sesión abierta como afiliado): SPEC, la verificación es de los superadmin.
    contenido = (
      <>
        <Alert type="info" showIcon title={MENSAJE_DOS_FACTORES_SOLO_ADMIN} style={{ marginBottom: 16 }} />
        <Button type="primary" block onClick={() => void navigate('/inicio')}>
          Volver al inicio
        </Button>
      </>
    );
  } else if (codigos) {
    contenido = (
      <>
        <Alert type="success" showIcon title="Verificación en dos pasos activada" style={{ marginBottom: 16 }} />
        <ListaCodigos codigos={codigos} />
        <Button type="primary" block onClick={continuar}>
          Ya los guardé, continuar
        </Button>
      </>
    );
  } else if (usuario.segundo_factor === 'activo') {
    contenido = (
      <>
        <Alert
          type="success"
          showIcon
          title="La verificación en dos pasos está activa"
          description="Si pierde su teléfono, entre con un código de recuperación; si también los perdió, otro administrador puede reiniciarla."
          style={{ marginBottom: 16 }}
        />
        <CodigosActivos />
      </>
    );
  } else if (!datos) {
    contenido = (
      <>
        {obligatoria ? (
          <Alert
            type="warning"
            showIcon
            title="Debe configurar la verificación en dos pasos antes de continuar"
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Typography.Paragraph>
          Además de su clave, al entrar se le pedirá un código de 6 dígitos de una aplicación de autenticación (Google
          Authenticator, Microsoft Authenticator, FreeOTP u otra) instalada en su teléfono.
        </Typography.Paragraph>
        <Button type="primary" block onClick={generar} loading={inscripcion.isPending}>
          Generar código QR
        </Button>
      </>
    );
  } else {
    contenido = (
      <>
        <Typography.Paragraph>
          1. Escanee este código QR con su aplicación de autenticación. Se muestra una sola vez.
        </Typography.Paragraph>
        <Flex justify="center">
          <img src={datos.qr} alt="Código QR para la aplicación de autenticación" width={200} height={200} />
        </Flex>
        <Typography.Paragraph>
          Si no puede escanearlo, escriba esta clave en la aplicación:{' '}
          <code className="clave-totp" data-clave={datos.secreto}>
            {enGrupos(datos.secreto)}
          </code>
        </Typography.Paragraph>
        <Typography.Paragraph>2. Escriba el código de 6 dígitos que muestra la aplicación.</Typography.Paragraph>
        <Form layout="vertical" onFinish={activar} requiredMark={false}>
          <Form.Item
            label="Código de verificación"
            htmlFor="codigo-inscripcion"
            validateStatus={error ? 'error' : undefined}
            help={error}
          >
            <Input
              id="codigo-inscripcion"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={codigo}
              onChange={(e) => {
                setCodigo(e.target.value);
                if (error) setError(undefined);
              }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={confirmar.isPending}>
            Activar
          </Button>
        </Form>
      </>
    );
  }

  return (
    <Card style={{ maxWidth: 520, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Verificación en dos pasos
      </Typography.Title>
      {contenido}
    </Card>
  );
}
