import enum


class Mode(enum.Enum):
    TRAIN = "train"
    EVAL = "eval"
