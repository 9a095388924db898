import Foundation

/// The colour of a factor, as js-framework-benchmark paints its table: green at 1.0, through
/// yellow, to red at 4.0 and above.
public enum FactorColor {
    /// The factor at and above which the colour is fully red.
    public static let redAt = 4.0

    /// The colour of a factor within the run's noise (``FactorNoise``): a neutral grey, so that
    /// colour marks only a difference the samples show.
    public static let noise = "#9e9e9e"

    /// A CSS colour, `#rrggbb`.
    public static func css(_ factor: Double) -> String {
        let (r, g, b) = rgb(factor)
        return String(format: "#%02x%02x%02x", r, g, b)
    }

    /// The red, green and blue components, 0…255.
    public static func rgb(_ factor: Double) -> (Int, Int, Int) {
        // Hue from 120° (green) at 1.0 to 0° (red) at `redAt`, on a log scale.
        let clamped = min(max(factor, 1), redAt)
        let position = log(clamped) / log(redAt)
        let hue = 120 * (1 - position)
        return hsl(hue: hue, saturation: 0.65, lightness: 0.5)
    }

    private static func hsl(hue: Double, saturation: Double, lightness: Double) -> (Int, Int, Int) {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let h = hue / 60
        let x = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) =
            switch h {
            case ..<1: (chroma, x, 0)
            case ..<2: (x, chroma, 0)
            default: (0, chroma, x)
            }
        let m = lightness - chroma / 2
        return (Int(((r + m) * 255).rounded()), Int(((g + m) * 255).rounded()), Int(((b + m) * 255).rounded()))
    }
}
