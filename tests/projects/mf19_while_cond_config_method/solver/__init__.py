from .newton import newton
