from .newton import newton_sqrt
