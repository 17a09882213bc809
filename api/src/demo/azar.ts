// Generador pseudoaleatorio con semilla (mulberry32): los datos demo salen iguales en cada corrida.
export class Azar {
  private estado: number;

  constructor(semilla: number) {
    this.estado = semilla >>> 0;
  }

  /** Número en [0, 1). */
  siguiente(): number {
    this.estado = (this.estado + 0x6d2b79f5) >>> 0;
    let t = this.estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Entero en [min, max], ambos incluidos. */
  entero(min: number, max: number): number {
    return min + Math.floor(this.siguiente() * (max - min + 1));
  }

  probabilidad(p: number): boolean {
    return this.siguiente() < p;
  }

  elegir<T>(lista: readonly T[]): T {
    const elemento = lista[Math.floor(this.siguiente() * lista.length)];
    if (elemento === undefined) throw new Error('lista vacía');
    return elemento;
  }

  /** Elige según pesos relativos. */
  ponderado<T>(opciones: readonly (readonly [T, number])[]): T {
    const suma = opciones.reduce((s, [, peso]) => s + peso, 0);
    let r = this.siguiente() * suma;
    for (const [valor, peso] of opciones) {
      r -= peso;
      if (r < 0) return valor;
    }
    const ultimo = opciones[opciones.length - 1];
    if (!ultimo) throw new Error('sin opciones');
    return ultimo[0];
  }

  digitos(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.entero(0, 9));
    return s;
  }

  /** UUID v4 con formato válido, derivado de la semilla. */
  uuid(): string {
    const h = Array.from({ length: 32 }, () => this.entero(0, 15).toString(16));
    h[12] = '4';
    h[16] = (8 + this.entero(0, 3)).toString(16);
    const s = h.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
}
