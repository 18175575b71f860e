print("hittrace: not built yet")
