import { describe, expect, it } from 'vitest';
import { resources } from './index.ts';

/**
 * The Spanish catalogues speak with one voice: a journey is a "recorrido" (never "jornada") and
 * the visitor or manager is "tú" (never "usted" nor its imperatives: "Toque", "Inténtelo"...).
 */
const FORBIDDEN = [
  /\bjornadas?\b/i,
  /\bustede?s?\b/i,
  /(?:[Ii]nténtelo|[Mm]uévalos|[Ee]limínel[oa]s?|[Gg]uárdel[oa]|[Cc]ompártal[oa]|[Aa]segúrese|[Rr]egístrese|[Dd]iríjase|[Dd]esbloquéel[oa]|[Ss]u progreso|[Ss]u (?:dispositivo|cuenta|contraseña|respuesta|visita))/,
  /\b(?:Toque|toque|Pulse|pulse|Haga|Escriba|escriba|Seleccione|seleccione|Verifique|verifique|Revise|revise|Consulte|Abra|abra|Permita|permita|Suba|suba|Compruebe|compruebe|Utilice|utilice|Indique|indique|Marque|marque|Arrastre|arrastre|Descargue|descargue|Introduzca|introduzca|Guarde|guarde|Elija|elija|Apunte|apunte|Acerque|acerque|Recargue|recargue|Actualice|actualice|Instale|instale|Confirme|confirme|Solicite|solicite|Acepte|acepte|Muestre|muestre|Recoja|recoja|Coloque|coloque|Mantenga|mantenga|Desbloquee|desbloquee|Rellene|rellene|Intente|intente|Ingrese|ingrese|Pruebe|pruebe)\b/,
];

describe('the Spanish catalogues', () => {
  it('say "recorrido" and "tú" everywhere', () => {
    const offending = Object.entries(resources.es.translation).filter(([, message]) =>
      FORBIDDEN.some((pattern) => pattern.test(message)),
    );
    expect(offending).toEqual([]);
  });
});
