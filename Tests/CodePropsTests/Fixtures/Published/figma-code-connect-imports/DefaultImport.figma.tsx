import figma from '../index_react'
import RenamedButton from './components/TestComponents'

figma.connect(RenamedButton, 'ui/button')
