from .presets import load
