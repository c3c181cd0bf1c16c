from .state import TrainState
