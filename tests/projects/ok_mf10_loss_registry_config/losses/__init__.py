from .basic import mse
from .robust import huber

LOSSES = {"mse": mse, "huber": huber}
