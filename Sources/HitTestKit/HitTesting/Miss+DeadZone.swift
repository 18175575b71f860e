// `HitMap/DeadZone.swift` still keeps views as the engine's compact `Int32` (-1 for none) where it reads a
// `Miss`: these let it read the typed fields as they are, until its own views are `ViewIndex` too.
extension DeadZone.Cause {
    init(reason: Miss.Reason, by: ViewIndex?, message: String, samples: Int, point: Point) {
        self.init(reason: reason, by: by.raw, message: message, samples: samples, point: point)
    }
}

func == (a: ViewIndex, b: Int32) -> Bool { a.raw == b }
func == (a: Int32, b: ViewIndex?) -> Bool { a == b.raw }
