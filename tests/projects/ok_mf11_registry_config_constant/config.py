ACTIVATION = "softclip"
WIDTH = 3
