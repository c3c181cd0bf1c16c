from .clip import clip_leaf
from .sgd import sgd_update
