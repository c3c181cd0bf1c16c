from . import regression as reg
from . import classification

LOSSES = {
    "mse": reg.mse,
    "huber": reg.huber,
    "xent": classification.softmax_xent,
}
