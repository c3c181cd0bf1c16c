from .observers import Energy, Mass, TotalVariation

__all__ = ["Energy", "Mass", "TotalVariation"]
