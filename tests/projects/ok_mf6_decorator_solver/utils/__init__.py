from .decorators import compiled, timed
