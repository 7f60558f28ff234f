// Scanning a paper card (docs/product.md#capture): POST /api/leads/scan's answers.
export const scanNotAnImage = 'Een kaartscan moet een JPEG-, PNG- of WebP-foto zijn';
export const scanTooSlow =
  'Het lezen van de kaart duurde te lang. Probeer het opnieuw met een scherpere foto, of typ de gegevens in';
export const scanBusy =
  'Er worden nu te veel kaarten gelezen. Probeer het zo opnieuw, of typ de gegevens in';
export const scanTooMany = 'Je hebt in de afgelopen minuut veel kaarten gescand. Wacht even';
