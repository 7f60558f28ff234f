/** How many colours the editor suggests from a logo. */
const SUGGESTIONS = 3;
const SIZE = 48;

const hex = (value: number) => value.toString(16).padStart(2, '0');

/**
 * The logo's main colours, most used first: its pixels drawn small, grouped by colour (4 bits a
 * channel), leaving out the transparent, the near-white and the near-black (backgrounds and
 * outlines, rarely the brand). Empty when the image cannot be read: not loaded, or another
 * origin's without CORS (the owner's uploads are this origin's).
 */
export async function logoColours(url: string): Promise<string[]> {
  try {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = SIZE;
    canvas.height = SIZE;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return [];
    context.drawImage(image, 0, 0, SIZE, SIZE);
    const { data } = context.getImageData(0, 0, SIZE, SIZE);
    const groups = new Map<number, { count: number; r: number; g: number; b: number }>();
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b, a] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      if (a < 128 || min > 235 || max < 20) continue;
      const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
      const group = groups.get(key) ?? { count: 0, r: 0, g: 0, b: 0 };
      group.count += 1;
      group.r += r;
      group.g += g;
      group.b += b;
      groups.set(key, group);
    }
    return [...groups.values()]
      .sort((x, y) => y.count - x.count)
      .slice(0, SUGGESTIONS)
      .map(
        ({ count, r, g, b }) =>
          `#${hex(Math.round(r / count))}${hex(Math.round(g / count))}${hex(Math.round(b / count))}`,
      );
  } catch {
    return [];
  }
}
