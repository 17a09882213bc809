// Las piezas de /login con el aspecto de antd sin traer sus componentes pesados (Card, Typography, Form):
// el recuadro, el título y un campo con su etiqueta y su error.
import { theme } from 'antd';
import type { ReactElement, ReactNode } from 'react';

/** Recuadro del formulario con el aspecto de un Card de antd (sin traer Card, que arrastra Tabs). */
export function Recuadro({ children }: { children: ReactNode }): ReactElement {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        width: '100%',
        maxWidth: 400,
        boxSizing: 'border-box',
        padding: token.paddingLG,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      {children}
    </section>
  );
}

/** El h1 de la página con el aspecto de Typography.Title level={2} centrado (sin traer Typography, que arrastra su editor). */
export function Titulo({ children }: { children: ReactNode }): ReactElement {
  const { token } = theme.useToken();
  return (
    <h1
      style={{
        marginTop: 0,
        marginBottom: '0.5em',
        textAlign: 'center',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token.fontSizeHeading2,
        lineHeight: token.lineHeightHeading2,
      }}
    >
      {children}
    </h1>
  );
}

/**
 * Un campo con el aspecto de Form.Item vertical de antd (etiqueta, control, error debajo), sin traer
 * Form (~40 KiB gzip con su validador y Tooltip) a /login.
 */
export function Campo(props: { id: string; etiqueta: string; error?: string; children: ReactNode }): ReactElement {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: props.error ? 0 : token.marginLG }}>
      {/* Con size="large", la etiqueta de Form.Item mide controlHeightLG (más 8 px debajo). */}
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          height: token.controlHeightLG,
          marginBottom: token.paddingXS,
          lineHeight: token.lineHeight,
        }}
      >
        <label htmlFor={props.id} style={{ color: token.colorTextHeading, fontSize: token.fontSize }}>
          {props.etiqueta}
        </label>
      </div>
      {props.children}
      {props.error ? (
        // Las clases de Form.Item de antd: quien ya buscaba el error de un campo lo sigue encontrando.
        <div
          id={`${props.id}_help`}
          className="ant-form-item-explain"
          role="alert"
          style={{ minHeight: token.marginLG }}
        >
          <div
            className="ant-form-item-explain-error"
            style={{ color: token.colorError, lineHeight: token.lineHeight }}
          >
            {props.error}
          </div>
        </div>
      ) : null}
    </div>
  );
}
