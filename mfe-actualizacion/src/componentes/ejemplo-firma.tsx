// Imagen de ejemplo de la firma y huella (SPEC 2.12): una firma y una huella sobre fondo blanco.
import type { ReactElement } from 'react';

export function EjemploFirma(): ReactElement {
  return (
    <svg
      role="img"
      aria-label="Ejemplo de firma y huella"
      viewBox="0 0 240 120"
      width={240}
      height={120}
      style={{ maxWidth: '100%', height: 'auto', background: '#fff', border: '1px solid #d9d9d9', borderRadius: 8 }}
    >
      <path
        d="M14 82c12-34 24-46 30-36s-10 40-2 40 18-44 28-42-4 36 6 36 14-26 22-26 4 22 12 22 10-14 18-14"
        fill="none"
        stroke="#1f2a44"
        strokeWidth={3}
        strokeLinecap="round"
      />
      <line x1={12} y1={96} x2={150} y2={96} stroke="#8c8c8c" strokeWidth={1} />
      <g fill="none" stroke="#4a4a7a" strokeWidth={2}>
        <ellipse cx={196} cy={60} rx={26} ry={34} />
        <ellipse cx={196} cy={62} rx={19} ry={26} />
        <ellipse cx={196} cy={64} rx={12} ry={18} />
        <ellipse cx={196} cy={66} rx={5} ry={9} />
      </g>
      <text x={14} y={114} fontSize={11} fill="#595959">
        Firma
      </text>
      <text x={180} y={114} fontSize={11} fill="#595959">
        Huella
      </text>
    </svg>
  );
}
