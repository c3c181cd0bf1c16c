from .clip import clip_leaf
