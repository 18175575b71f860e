import HitTraceJSON
extension HierarchyBuilder {
    /// `viewForZooming`: the named subview's transform is the scroll view's zoom, `scale(zoomScale)`, applied
    /// about its anchor point, as `UIScrollView` sets it (rule 5.12,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/zoomscale). A transform given on that view
    /// must be the same scale (the normalized form writes it), so posting the normalized form back is the same.
    mutating func applyZoom() {
        for (sv, target) in pendingZoom {
            let here = path(of: sv) + ".viewForZooming"
            guard let v = indexByID[target] else { reader.report(here, "no view has the id \"\(target)\""); continue }
            guard nodes[Int(v)].parent == sv else {
                reader.report(here, "\"\(target)\" is not a subview of this scroll view; viewForZooming(in:) returns one of its subviews")
                continue
            }
            let z = extras[Int(views[Int(sv)].extrasIndex)].scroll?.zoomScale ?? 1
            let zoom = AffineTransform.scale(z, z)
            var ext = views[Int(v)].extrasIndex >= 0 ? extras[Int(views[Int(v)].extrasIndex)] : ViewExtras()
            if !ext.transform.isIdentity && ext.transform != zoom {
                let p = path(of: v) + ".transform", zs = JSONText.number(z)
                reader.report(p, "is set by the scroll view's zoomScale (\(zs)) since this is its viewForZooming; leave it out")
                continue
            }
            ext.transform = zoom
            if views[Int(v)].extrasIndex < 0 {
                views[Int(v)].extrasIndex = Int32(extras.count)
                extras.append(ext)
            } else {
                extras[Int(views[Int(v)].extrasIndex)] = ext
            }
            // toLocal as `add` works it out (2.4), with the zoom as the transform.
            let b = nodes[Int(v)].bounds, a = ext.anchorPoint, c = views[Int(v)].center
            let k = Point(x: b.x + a.x * b.width, y: b.y + a.y * b.height)
            if let inverse = zoom.inverted {
                nodes[Int(v)].toLocal = AffineTransform.translation(-c.x, -c.y).concatenating(inverse).concatenating(.translation(k.x, k.y))
            }
        }
    }
}
