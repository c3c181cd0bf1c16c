from .integrate import simulate
