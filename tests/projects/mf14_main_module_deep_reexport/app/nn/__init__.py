from .layers import *  # noqa: F403
