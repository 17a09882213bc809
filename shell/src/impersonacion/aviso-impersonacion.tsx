import { Button } from 'antd';
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { useSesion, useNavigate } from '@fondo/runtime';
import { useCerrarSesionServidor } from '../logout/consultas';

/**
 * En una pestaña abierta como otro afiliado, en toda página, el aviso 'Está viendo el portal
 * como {nombre}' y la salida: cierra esa sesión en el servidor (queda en la auditoría como
 * fin_impersonacion) y en esta pestaña, y cierra la pestaña; si el navegador no la deja cerrar, va al
 * login. La sesión del administrador, en su propia pestaña, sigue abierta.
 * Mientras está, su alto queda en --alto-aviso-impersonacion: los avisos ('Bienvenido') salen debajo de él
 * y no lo tapan (estilos.css).
 */
export default function AvisoImpersonacion({ nombre }: { nombre: string }): ReactElement {
  const navigate = useNavigate();
  const { mutateAsync: cerrarEnServidor } = useCerrarSesionServidor();
  const [saliendo, setSaliendo] = useState(false);
  const caja = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const raiz = document.documentElement.style;
    const medir = () => raiz.setProperty('--alto-aviso-impersonacion', `${caja.current?.offsetHeight ?? 0}px`);
    medir();
    // al girar el teléfono o cambiar el ancho, el aviso pasa a una o dos líneas
    const observador = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(medir);
    if (caja.current) observador?.observe(caja.current);
    return () => {
      observador?.disconnect();
      raiz.removeProperty('--alto-aviso-impersonacion');
    };
  }, []);

  async function salir(): Promise<void> {
    const { access_token: token, cerrar } = useSesion.getState();
    setSaliendo(true);
    cerrar();
    if (token) await cerrarEnServidor(token).catch(() => undefined);
    window.close();
    // si la pestaña sigue abierta (no la abrió un script), al login
    void navigate('/login', { replace: true });
  }

  return (
    <div ref={caja} role="status" className="aviso-impersonacion">
      <span>
        Está viendo el portal como <strong>{nombre}</strong>
      </span>
      <Button size="small" loading={saliendo} onClick={() => void salir()}>
        Salir de esta vista
      </Button>
    </div>
  );
}
