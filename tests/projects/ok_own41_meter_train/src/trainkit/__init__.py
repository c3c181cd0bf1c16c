from .metrics import RunningMean
from .step import make_train_step
