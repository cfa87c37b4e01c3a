import figma from '../index_react'
import Button from './components/TestComponents'

const buttonURL = 'identifierAsUrl'

figma.connect(Button, buttonURL)
