// El botón del usuario en la barra (iniciales y nombre, SPEC 2.2) se dibuja en seguida; el menú de antd
// (Dropdown, Avatar, Menu, Tooltip: ~42 KiB) y la foto llegan cuando la página ya se dibujó (cuandoQuieto)
// o al primer gesto sobre el botón (no compiten con el remoto de la página en un teléfono).
import { startTransition, Suspense, useEffect, useState, type ReactElement } from 'react';
import { islaAntd } from '../app/isla-antd';
import { iniciales, nombreCorto, type UsuarioSesion } from '@fondo/contrato';
import { cuandoQuieto } from './cuando-quieto';

const MenuUsuario = islaAntd(() => import('./menu-usuario'));

/** El mismo botón que MenuUsuario, sin antd: un círculo con las iniciales y el nombre. */
function BotonUsuario({ usuario, alPedir }: { usuario: UsuarioSesion; alPedir: (abrir: boolean) => void }) {
  return (
    <button
      type="button"
      className="barra-usuario"
      onPointerEnter={() => alPedir(false)}
      onFocus={() => alPedir(false)}
      onClick={() => alPedir(true)}
      data-ligero=""
    >
      <span className="barra-avatar" aria-hidden>
        {iniciales(usuario)}
      </span>
      <span className="solo-lector">Menú de </span>
      <span className="barra-nombre">{nombreCorto(usuario)}</span>
    </button>
  );
}

export function UsuarioBarra({ usuario }: { usuario: UsuarioSesion }): ReactElement {
  // null: aún no se pide el menú; si no, si debe abrirse al llegar (el toque o clic que lo pidió).
  const [pedido, setPedido] = useState<{ abrir: boolean } | null>(null);
  // En una transición: el botón ligero sigue en su lugar (y con el foco) hasta que el menú llega.
  const pedir = (abrir: boolean): void =>
    startTransition(() => setPedido((p) => (p && (p.abrir || !abrir) ? p : { abrir })));
  // El botón ligero se reemplaza por el del menú: si tenía el foco, lo pasa al nuevo.
  const enfocado = (): boolean => document.activeElement?.matches('.barra-usuario[data-ligero]') === true;
  useEffect(() => cuandoQuieto(() => pedir(false)), []);
  const boton = <BotonUsuario usuario={usuario} alPedir={pedir} />;
  return (
    <Suspense fallback={boton}>
      {pedido ? <MenuUsuario usuario={usuario} abrir={pedido.abrir} enfocar={enfocado} /> : boton}
    </Suspense>
  );
}
