import Foundation
import HitTestKit
import HitTraceFormats

/// Import speed for recursiveDescription dumps (issue "import what Xcode and lldb print"): a generated
/// 10,000-line dump shaped like a real one (lines of 120–300 bytes, nested `<…>` values, labels with text,
/// scroll tails, depth up to 14), imported, and the hierarchy exported again.
enum ImportBenchmark {
    static func run(lines: Int = 10_000) {
        let dump = Array(generate(lines: lines).utf8)
        let limits = HierarchyLimits(maxViews: 10_000_000, maxDepth: 100_000)
        guard let h = try? DumpImporter.importDump(dump, limits: limits).hierarchy else { print("the generated dump does not import"); return }
        let importSeconds = Measure.best(5) { _ = try? DumpImporter.importDump(dump, limits: limits) }
        let exportSeconds = Measure.best(5) { _ = DumpExporter.render(h) }
        print("dump: \(lines) lines, \(String(format: "%.2f", Double(dump.count) / 1e6)) MB, \(h.viewCount) views")
        print(String(format: "import: %.1f ms, %.0f lines/s, %.1f MB/s", importSeconds * 1000, Double(lines) / importSeconds,
                     Double(dump.count) / 1e6 / importSeconds))
        print(String(format: "export: %.1f ms, %.0f lines/s", exportSeconds * 1000, Double(lines) / exportSeconds))
    }

    static func generate(lines: Int) -> String {
        var rng = SplitMix(seed: 11)
        var out = "<UIWindow: 0x7f893fc0ebd0; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x600003478330>; layer = <UIWindowLayer: 0x600003a5a420>>\n"
        var depth = 0
        for n in 1..<lines {
            // A random walk in depth, one level deeper at most, as pre-order printing gives.
            depth = max(1, min(14, depth + 1 - Int(rng.next() % 3)))
            let indent = "   |" + String(repeating: "    |", count: depth - 1) + " "
            let address = String(0x7f89_3fc0_0000 + n * 48, radix: 16)
            let layer = String(0x6000_03a0_0000 + n * 32, radix: 16)
            let x = Double(rng.next() % 300) / 2, y = Double(rng.next() % 1200) / 2
            switch rng.next() % 5 {
            case 0:
                out += indent + "<UIButtonLabel: 0x\(address); frame = (\(x) \(y); 114.5 18); text = 'add Breadcrumb \(n)'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x\(layer)>>\n"
            case 1:
                out += indent + "<UIButton: 0x\(address); frame = (\(x) \(y); 163.5 30); opaque = NO; autoresize = RM+BM; layer = <CALayer: 0x\(layer)>>\n"
            case 2:
                out += indent + "<UITableView: 0x\(address); frame = (0 0; 375 627); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x280fd3de0>; layer = <CALayer: 0x\(layer)>; contentOffset: {0, -56}; contentSize: {375, 524.5}; adjustedContentInset: {56, 0, 0, 0}; dataSource: <AAUISignInViewController: 0x107ec9ab0>>\n"
            case 3:
                out += indent + "<_UIParallaxDimmingView: 0x\(address); frame = (\(x) \(y); 375 667); opaque = NO; animations = { opacity=<CASpringAnimation: 0x600003a94be0>; }; layer = <CALayer: 0x\(layer)>>\n"
            default:
                out += indent + "<UIView: 0x\(address); frame = (\(x) \(y); 375 44); autoresize = W; backgroundColor = <UIDynamicSystemColor: 0x6000024f2080; name = tableCellGroupedBackgroundColor>; layer = <CALayer: 0x\(layer)>>\n"
            }
        }
        return out
    }
}
