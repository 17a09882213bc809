// Card, Typography, Avatar, Result, Alert y Statistic de antd sin su equipaje: Card
// importa Tabs (con Menu y Dropdown), Typography su editor, Tooltip y botón de copiar, Avatar su grupo con
// Popover, Result las ilustraciones de 403, 404 y 500, Alert su cierre animado y su ErrorBoundary y
// Statistic el Skeleton de su carga y su cuenta regresiva: ~60 KiB
// comprimidos en la primera página de cada remoto. Estos
// dibujan el mismo marcado con los estilos de antd (sus hooks de estilo, como RaizApp). Para pestañas en
// la tarjeta, texto editable, copiable o con elipsis, o un grupo de avatares, se usan los de antd.
import { ConfigProvider } from 'antd';
import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/es/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/es/icons/InfoCircleFilled';
import {
  useCSSVarCls,
  useEstiloAviso,
  useEstiloAvatar,
  useEstiloCifra,
  useEstiloResultado,
  useEstiloTarjeta,
  useEstiloTipografia,
} from './antd-interno';
import {
  useContext,
  useEffect,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';

const clases = (...c: (string | false | undefined)[]): string => c.filter(Boolean).join(' ');

/** El hook de estilos de un componente de antd (antd/es/<componente>/style). */
type HookEstilo = (prefixCls: string, rootCls?: string) => readonly [string, string];

/**
 * Clases de un componente de antd: prefijo y las de su hoja de estilos (hash y variables). Cada
 * componente pasa su hook: así el paquete solo lleva los estilos de los componentes que se usan.
 * `conRaiz`: además la clase raíz de sus variables (useCSSVarCls), como Avatar en antd.
 */
function useClases(componente: string, usar: HookEstilo, conRaiz = false): { p: string; estilo: string } {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const p = getPrefixCls(componente);
  const cssVarRaiz = useCSSVarCls(p);
  const raiz = conRaiz ? cssVarRaiz : undefined;
  const [hashId, cssVarCls] = usar(p, raiz);
  return { p, estilo: clases(hashId, cssVarCls, raiz) };
}

interface PropsTarjeta extends Pick<HTMLAttributes<HTMLDivElement>, 'role' | 'aria-label'> {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'small';
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/** Como <Card title extra size> de antd (con borde). */
export function Tarjeta({ title, extra, size, className, style, children, ...aria }: PropsTarjeta): ReactElement {
  const { p, estilo } = useClases('card', useEstiloTarjeta);
  return (
    <div {...aria} className={clases(p, `${p}-bordered`, size && `${p}-${size}`, className, estilo)} style={style}>
      {title || extra ? (
        <div className={`${p}-head`}>
          <div className={`${p}-head-wrapper`}>
            {title ? <div className={`${p}-head-title`}>{title}</div> : null}
            {extra ? <div className={`${p}-extra`}>{extra}</div> : null}
          </div>
        </div>
      ) : null}
      {children ? <div className={`${p}-body`}>{children}</div> : null}
    </div>
  );
}

/** Como <Typography.Title level>. */
export function Titulo({
  level = 2,
  style,
  children,
}: {
  level?: 1 | 2 | 3 | 4 | 5;
  style?: CSSProperties;
  children: ReactNode;
}): ReactElement {
  const { p, estilo } = useClases('typography', useEstiloTipografia);
  const H = `h${level}` as const;
  return (
    <H className={clases(p, estilo)} style={style}>
      {children}
    </H>
  );
}

/** Como <Typography.Paragraph type>. */
export function Parrafo({
  type,
  style,
  children,
}: {
  type?: 'secondary';
  style?: CSSProperties;
  children: ReactNode;
}): ReactElement {
  const { p, estilo } = useClases('typography', useEstiloTipografia);
  return (
    <div className={clases(p, type && `${p}-${type}`, estilo)} style={style}>
      {children}
    </div>
  );
}

/** Como <Typography.Text type strong>. */
export function Texto({
  type,
  strong,
  style,
  children,
}: {
  type?: 'secondary' | 'danger';
  strong?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}): ReactElement {
  const { p, estilo } = useClases('typography', useEstiloTipografia);
  return (
    <span className={clases(p, type && `${p}-${type}`, estilo)} style={style}>
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}

/** Como <Typography.Link href target>. */
export function Enlace({
  href,
  target,
  children,
}: {
  href: string;
  target?: '_blank';
  children: ReactNode;
}): ReactElement {
  const { p, estilo } = useClases('typography', useEstiloTipografia);
  return (
    <a className={clases(p, estilo)} href={href} target={target} rel={target ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  );
}

/**
 * Como <Avatar size src icon alt> redondo: la imagen si hay `src` (y carga); si no, el ícono o el texto
 * (las iniciales, con la letra de antd, sin la escala que antd mide para textos largos).
 */
export function Foto({
  size,
  src,
  icon,
  alt,
  style,
  children,
}: {
  size: number;
  src?: string | null;
  icon?: ReactNode;
  alt?: string;
  style?: CSSProperties;
  children?: ReactNode;
}): ReactElement {
  const { p, estilo } = useClases('avatar', useEstiloAvatar, true);
  const [fallo, setFallo] = useState(false);
  const imagen = !!src && !fallo;
  useEffect(() => setFallo(false), [src]);
  const conIcono = !imagen && !!icon;
  return (
    <span
      className={clases(p, `${p}-circle`, imagen && `${p}-image`, conIcono && `${p}-icon`, estilo)}
      style={{ width: size, height: size, fontSize: conIcono ? size / 2 : 18, ...style }}
    >
      {imagen ? (
        <img src={src} alt={alt} draggable={false} onError={() => setFallo(true)} />
      ) : conIcono ? (
        icon
      ) : (
        <span className={`${p}-string`}>{children}</span>
      )}
    </span>
  );
}

/** Como <Result status="success" title subTitle extra>{children}</Result>. */
export function ResultadoExito({
  title,
  subTitle,
  extra,
  style,
  children,
}: {
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  style?: CSSProperties;
  children?: ReactNode;
}): ReactElement {
  const { p, estilo } = useClases('result', useEstiloResultado);
  return (
    <div className={clases(p, `${p}-success`, estilo)} style={style}>
      <div className={`${p}-icon`}>
        <CheckCircleFilled />
      </div>
      <div className={`${p}-title`}>{title}</div>
      {subTitle ? <div className={`${p}-subtitle`}>{subTitle}</div> : null}
      {extra ? <div className={`${p}-extra`}>{extra}</div> : null}
      {children ? <div className={`${p}-body`}>{children}</div> : null}
    </div>
  );
}

const ICONOS_AVISO = {
  success: <CheckCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
};

/** Como <Alert type showIcon title description> de antd (sin cierre): role="alert", como Alert. */
export function Aviso({
  type = 'info',
  showIcon,
  title,
  description,
  role = 'alert',
  style,
  className,
}: {
  type?: keyof typeof ICONOS_AVISO;
  showIcon?: boolean;
  title: ReactNode;
  description?: ReactNode;
  role?: string;
  style?: CSSProperties;
  className?: string;
}): ReactElement {
  const { p, estilo } = useClases('alert', useEstiloAviso);
  return (
    <div
      role={role}
      style={style}
      className={clases(
        p,
        `${p}-${type}`,
        `${p}-outlined`,
        description ? `${p}-with-description` : false,
        estilo,
        className,
      )}
    >
      {showIcon ? <span className={`${p}-icon`}>{ICONOS_AVISO[type]}</span> : null}
      <div className={`${p}-section`}>
        <div className={`${p}-title`}>{title}</div>
        {description ? <div className={`${p}-description`}>{description}</div> : null}
      </div>
    </div>
  );
}

/** Como <Statistic title value> de antd con el valor ya formateado ('$91,680'). */
export function Cifra({
  title,
  value,
  style,
}: {
  title: ReactNode;
  value: ReactNode;
  style?: CSSProperties;
}): ReactElement {
  const { p, estilo } = useClases('statistic', useEstiloCifra);
  return (
    <div className={clases(p, estilo)} style={style}>
      <div className={`${p}-header`}>
        <div className={`${p}-title`}>{title}</div>
      </div>
      <div className={`${p}-content`}>
        <span className={`${p}-content-value`}>{value}</span>
      </div>
    </div>
  );
}
