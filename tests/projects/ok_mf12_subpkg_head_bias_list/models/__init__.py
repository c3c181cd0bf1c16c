from .heads import ClassifierHead
